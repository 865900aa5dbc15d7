import AuditModel
import Foundation

/// Paths the end-to-end tests need: the package root and the built CLI.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var examples: String { packageRoot.appendingPathComponent("Examples").path }

    /// The `a11y-audit` executable next to the test bundle (built by `swift build`/`swift test`).
    static var cli: String {
        var dir = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("a11y-audit").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/a11y-audit").path
    }

    /// A new empty folder for one test, inside `scratchRoot`.
    static func temporaryDirectory() -> URL {
        let url = scratchPath("test")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path no file has yet (`name-UUID`), inside `scratchRoot`, for a test that makes the
    /// file or folder itself.
    static func scratchPath(_ name: String) -> URL {
        scratchRoot.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    /// One folder for everything the test run writes, removed when the test process exits:
    /// hundreds of tests write files, and a folder each left behind under the system's
    /// temporary folder filled it run after run.
    static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11y-audit-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestPaths.scratchRoot) }
        return root
    }()
}

/// Runs the CLI and captures its exit code and output.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// `executable` runs the CLI through another program (`setpriv … CLI ARGS`) when given.
    init(_ args: [String], in directory: URL? = nil, stdin: String? = nil, executable: String = TestPaths.cli) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = args
        // The default cache is the run's own, not the user's: each test's folder is a
        // configuration of its own.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = TestPaths.scratchRoot.appendingPathComponent("cache").path
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

extension Rule {
    /// Evaluates a screen the way the engine does: with a context made for that screen.
    func evaluate(_ screen: Screen, options: RuleOptions = RuleOptions()) -> RuleOutcome {
        evaluate(screen, context: RuleContext(screen: screen, options: options))
    }
}
