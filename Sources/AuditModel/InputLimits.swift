/// What the tool refuses to read, in one table. Each limit sits far beyond real code and real
/// screens (the README's "What the audit refuses" section states them) and protects the run
/// from input that would crash it, hang it or make it take minutes.
public enum InputLimits {
    /// Largest magnitude of a number read from any input (points, line counts, font sizes,
    /// scale factors, and what real views also pass: hex colours like `0xFFFFFFFF`, timestamps).
    /// Beyond it, numbers lose integer precision and converting them to integers would trap.
    public static let maximumNumber = 1e15

    /// Default size limit of one Swift source file. Generated sources of a few MiB (asset
    /// catalogs, localized strings) stay well under it. `max_swift_file_mib:` in the project
    /// config changes it.
    public static let swiftFileBytes = 32 << 20

    /// Deepest nesting of brackets, braces and parentheses accepted in a Swift file, and the
    /// longest run of directly nested collection literals (`[[[…]]]`). SwiftParser's time
    /// doubles with each collection level (about 0.2 s at 18, 2.8 s at 22), and deep nesting
    /// overflows its stack; hand-written SwiftUI stays under 40 levels and 6 collection levels.
    public static let swiftNesting = 200
    public static let swiftCollectionNesting = 12
    /// Deepest nesting of `#if` blocks accepted in a Swift file.
    public static let swiftConditionalNesting = 64
    /// Statements in a row directly in a type body (`struct B {` then `foo()` lines). Compiling
    /// code has none; SwiftParser's recovery from a run of them takes time growing with the
    /// square of its length (0.3 s for 700 lines, 1.3 s for 1,400).
    public static let swiftStatementsInTypeBody = 16

    /// Modifiers on one view, and entries in one JSON list. Real views carry a few dozen
    /// modifiers; a chain of a million costs memory in every later stage for nothing.
    public static let modifiersPerView = 1_000
    /// Deepest syntax tree whose syntax errors get swift-syntax's description; deeper, an error
    /// is reported only where it is (see `SyntaxErrorReport`). A view with as many modifiers as
    /// are audited (two levels each) inside nested bodies stays under it.
    public static let swiftDescribedErrorDepth = 2 * modifiersPerView + 500
    public static let jsonListEntries = 10_000

    /// Earlier conditions a branch of an `if … else if …` chain records as false. Branch k
    /// holds when the k before it fail, so recording all of them costs the square of the chain's
    /// length (a generated chain of 20,000 took minutes and gigabytes); past this many, the
    /// nearest are kept and the audit claims less about which branches never show together.
    public static let conditionsPerBranch = 64

    /// Size limits of the other files the tool reads: YAML profiles and configs, baselines,
    /// and the JSON results `merge` reads (a million findings fit).
    public static let yamlFileBytes = 4 << 20
    /// A `.strings`, `.stringsdict` or `.xcstrings` file: a catalog of every language of a large
    /// app is a few MiB.
    public static let stringTableBytes = 64 << 20
    public static let baselineFileBytes = 256 << 20
    public static let resultFileBytes = 2 << 30
}
