@testable import A11yAudit
import AuditModel
import Foundation
import FuzzHarness
import Profiles
@testable import SwiftUISource
import Testing

/// Hostile and broken input, each class from its minimal reproduction: the audit ends with a
/// result or a clear input error naming the file (and line), never a crash, a hang or a pass.
@Suite("Hostile input")
struct HostileInputTests {
    /// A folder holding the files, audited through the real discovery and front-ends.
    func audit(_ files: [String: String]) throws -> AuditResult {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return try Auditor().audit(paths: [folder])
    }

    /// A new folder holding one view, `body` in a file at `relativePath` (its folders created).
    func folder(viewAt relativePath: String, body: String) throws -> String {
        let folder = TestPaths.temporaryDirectory().path
        let path = folder + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try view(body).write(toFile: path, atomically: true, encoding: .utf8)
        return folder
    }

    func view(_ body: String) -> String {
        "import SwiftUI\nstruct S: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    func messages(_ result: AuditResult) -> [String] {
        result.inputErrors.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line): \($0.message)" }
    }

    /// `file:line` of each out-of-range number refused, in the order reported.
    func outOfRangePlaces(_ result: AuditResult) -> [String] {
        messages(result).filter { $0.contains("out of range") }.map { message in
            let parts = message.split(separator: ":")
            return parts[0] + ":" + parts[1]
        }
    }

    // MARK: - A. Numbers

    @Test("huge numbers in SwiftUI modifiers are refused at their line, not converted",
          arguments: [#"Button("b") {}.frame(minWidth: 1e19)"#, #"Text("t").lineLimit(1e19)"#,
                      #"Text("t").lineLimit(-1e19)"#, #"Text("t").lineLimit(1...1e19)"#,
                      #"Text("t").font(.system(size: 1e19))"#])
    func hugeSwiftNumbers(_ body: String) throws {
        let result = try audit(["S.swift": view(body)])
        #expect(messages(result).contains { $0.hasPrefix("S.swift:4: number ") && $0.contains("out of range") },
                "\(messages(result))")
        #expect(result.exitCode == 2)
    }

    @Test("a huge number a component gets is refused where it is written, beside copies of it with a number in range")
    func hugeNumberInASharedComponent() throws {
        let row = "struct Row: View {\n    let width: Double\n    var body: some View { Text(\"r\").frame(width: width) }\n}\n"
        let screen = "struct S: View {\n    var body: some View {\n        VStack {\n            Row(width: 10); Row(width: 10)\n"
            + "            Row(width: 1e19)\n            Row(width: 1e19)\n        }\n    }\n}\n"
        let result = try audit(["Row.swift": "import SwiftUI\n" + row, "S.swift": "import SwiftUI\n" + screen])
        // At the modifier that uses it and at each call that passes it; not at the calls in range.
        let places = outOfRangePlaces(result)
        #expect(places == ["Row.swift:4", "S.swift:6", "S.swift:7"], "\(messages(result))")
        #expect(result.exitCode == 2)
    }

    @Test("huge numbers in a declarative screen are refused at their element's line, a declared metric's where it is used")
    func hugeDescribedNumbers() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <screens>
              <scaledMetric name="huge" value="1e19" relativeTo="body"/>
              <screen name="Fine"><VStack><Text>ok<frame width="40"/></Text></VStack></screen>
              <screen name="Wide"><VStack>
                <Text>a<frame width="1e19"/></Text>
                <Image systemName="star"><frame width="{huge}"/></Image>
                <Text>b<lineLimit>-1e19</lineLimit></Text>
              </VStack></screen>
              <screen name="AfterIt"><VStack><Text>ok<frame width="40"/></Text></VStack></screen>
            </screens>
            """
        let result = try audit(["D.a11y.xml": xml])
        let places = outOfRangePlaces(result)
        // Each screen is checked as it is read: the screens around the one holding them have none.
        #expect(places == ["D.a11y.xml:6", "D.a11y.xml:7", "D.a11y.xml:8"], "\(messages(result))")
        #expect(result.exitCode == 2)
    }

    @Test("a screen misplaced inside another does not hide the outer screen's huge number")
    func hugeNumberBeforeANestedScreen() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <screens>
              <screen name="Outer"><VStack>
                <Text>a<frame width="1e19"/></Text>
                <screen name="Inner"><Text>b</Text></screen>
                <Text>c</Text>
              </VStack></screen>
            </screens>
            """
        let result = try audit(["N.a11y.xml": xml])
        #expect(messages(result).contains { $0.hasPrefix("N.a11y.xml:4: number ") && $0.contains("out of range") },
                "\(messages(result))")
        #expect(result.exitCode == 2)
    }

    @Test("a dump frame of 1e300 and a xib pointSize of 1e308 are refused at their line")
    func hugeDumpAndXibNumbers() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects><view id="v1"><subviews><label text="Hi" id="l1">
            <fontDescription key="fontDescription" type="system" pointSize="1e308"/>
            </label></subviews></view></objects></document>
            """
        let result = try audit(["D.axdump.txt": "Button, 0x1, {{0, 0}, {10, 1e300}}, label: 'B'\n", "X.xib": xib])
        let found = messages(result)
        #expect(found.contains { $0.hasPrefix("D.axdump.txt:1: number 1e300 is out of range") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("X.xib:4: pointSize: number 1e308 is out of range") }, "\(found)")
    }

    @Test("hex colours and other large but real numbers pass")
    func realLargeNumbersPass() throws {
        let result = try audit(["S.swift": view(#"Text("t").foregroundColor(Color(hex: 0xFFFFFFFF)).lineLimit(2)"#)])
        #expect(result.inputErrors.isEmpty, "\(messages(result))")
    }

    @Test("a conversion that escaped the check saturates instead of trapping")
    func saturatingConversion() {
        #expect(Int(saturating: 1e300) == Int.max)
        #expect(Int(saturating: -1e300) == Int.min)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: 41.9) == 41)
    }

    // MARK: - B, C. Nesting

    @Test("2,000 open brackets are refused before parsing, at the line and column that passed the limit")
    func deepBrackets() throws {
        let source = "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") } }\nlet x = "
            + String(repeating: "[", count: 2_000) + "\n"
        let result = try audit(["B.swift": source])
        #expect(messages(result) == ["B.swift:3: collection literals (`[[…]]`) nested deeper than "
            + "\(InputLimits.swiftCollectionNesting) levels; no real source nests this deep, and parsing it could "
            + "exhaust the stack or take minutes, so the file was not audited"])
        #expect(result.inputErrors.first?.location.column == 9 + InputLimits.swiftCollectionNesting)
    }

    @Test("3,000 nested #if are refused before parsing")
    func deepConditionals() throws {
        let source = "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") } }\n"
            + String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000)
        let result = try audit(["C.swift": source])
        #expect(messages(result).first?.hasPrefix("C.swift:\(3 + InputLimits.swiftConditionalNesting): #if blocks nested deeper") == true,
                "\(messages(result))")
    }

    @Test("22 nested collection literals (seconds in SwiftParser) are refused; real nesting passes")
    func exponentialCollections() {
        let scan = NestingScan()
        let deep = Array(("let x = " + String(repeating: "[", count: 22) + String(repeating: "]", count: 22)).utf8)
        #expect(scan.scan(deep) != nil)
        let mixed = Array(("let x = " + String(repeating: "[(", count: 13) + String(repeating: ")]", count: 13)).utf8)
        #expect(scan.scan(mixed) != nil)
        let real = Array(#"let grid = [[1, 2], [3, 4]]; f(a[b[c[0]]], [[String: [Int]]]())"#.utf8)
        #expect(scan.scan(real) == nil)
    }

    @Test("brackets in strings, comments and raw strings do not count; interpolated code does")
    func scanSkipsStringsAndComments() {
        let scan = NestingScan(maximumNesting: 3, maximumCollectionNesting: 3, maximumConditionalNesting: 2)
        #expect(scan.scan(Array(#"let s = "[[[[[[" // ((((((("#.utf8)) == nil)
        #expect(scan.scan(Array("/* {{{{ /* nested */ {{{{ */ let a = 1".utf8)) == nil)
        #expect(scan.scan(Array("let r = #\"\\((((((\"# ; let m = \"\"\"\n[[[[[\n\"\"\"".utf8)) == nil)
        #expect(scan.scan(Array(#"let s = "\(f(g(h(i(1)))))""#.utf8)) != nil)
        #expect(scan.scan(Array("#if A\n#if B\n#if C\n#endif\n#endif\n#endif\n".utf8)) != nil)
    }

    @Test("a run of statements directly in a type body (quadratic in SwiftParser) is refused where it passes the limit")
    func statementsInTypeBody() throws {
        let scan = NestingScan(maximumStatementsInTypeBody: 4)
        #expect(scan.scan(Array(("struct B {\n" + String(repeating: "foo()\n", count: 4) + "}\n").utf8)) == nil)
        let refusal = try #require(scan.scan(Array(("struct B {\n" + String(repeating: "x = 1\n", count: 5) + "}\n").utf8)))
        #expect((refusal.line, refusal.column) == (6, 1))
        #expect(refusal.message.hasPrefix("more than 4 statements or member accesses in a row directly in a type body"))
        #expect(scan.scan(Array(("class C { " + String(repeating: "a.b() {} ", count: 5) + "}").utf8)) != nil, "on one line")
        // A declaration ends the run; statements in functions, accessors and closures are no members.
        let interleaved = String(repeating: "foo()\nfoo()\nfoo()\nlet x = 1\n", count: 5)
        #expect(scan.scan(Array(("enum E {\n\(interleaved)}\n").utf8)) == nil)
        let statements = String(repeating: "foo()\n", count: 9)
        let bodies = "struct S {\n func f() {\n\(statements)}\n var v: Int {\n\(statements)return 1 }\n"
            + " let c = {\n\(statements)}\n class func g() {\n\(statements)}\n}\n"
        #expect(scan.scan(Array(bodies.utf8)) == nil)
        // `}` closes the `(` left open inside its block, as the parser recovers: the fuzz input's shape.
        let unclosed = "struct B: View {\n var body: some View {\n VStack {\n Button(\"Save\" { }\n }\n }\n" + statements + "}\n"
        #expect(scan.scan(Array(unclosed.utf8)) != nil)
    }

    @Test("a chain of member accesses directly in a type body counts each access, also on lines after a body; a declaration's chain does not")
    func memberChainInTypeBody() throws {
        // SwiftParser recovers from each `.padding()` outside a declaration by looking ahead: a
        // fuzzed file with 1,700 of them took minutes.
        let scan = NestingScan(maximumStatementsInTypeBody: 4)
        let chain = "struct S: View {\n var body: some View { Text(\"a\") }\n Text(\"x\")"
            + String(repeating: ".padding()", count: 4) + "\n}\n"
        let refusal = try #require(scan.scan(Array(chain.utf8)))
        #expect(refusal.line == 3)
        // After a body nothing can continue: a `.` or `(` line there is a statement.
        let afterBody = "struct S: View {\n var body: some View { Text(\"a\") }\n .padding()\n()"
            + String(repeating: ".padding()", count: 4) + "\n}\n"
        #expect(try #require(scan.scan(Array(afterBody.utf8))).column == 23)
        let tuples = "struct S {\n func f() {}\n" + String(repeating: "()\n", count: 5) + "}\n"
        #expect(try #require(scan.scan(Array(tuples.utf8))).line == 7)
        // Behind attributes and modifiers (with their arguments) the member is still to start:
        // a chain there on one line is no declaration's either (a fuzzed 32 KB line took 9.6 s).
        for prefix in ["@State private", "private(set)", "@Environment(\\.dismiss) nonisolated(unsafe) static"] {
            let behind = "struct S {\n \(prefix) ing()" + String(repeating: ".padding()", count: 4) + "\n}\n"
            #expect(try #require(scan.scan(Array(behind.utf8))).line == 2, "\(prefix)")
        }
        // An attribute or a modifier between statements does not end their run.
        let between = "struct S {\n" + String(repeating: "foo()\n@Attribute private\n", count: 5) + "}\n"
        #expect(try #require(scan.scan(Array(between.utf8))).line == 10)
        let declared = """
            final class Model {
                let publisher = NotificationCenter.default
                    .publisher(for: .changed)
                    .map { $0.object }
                    .filter { $0 != nil }
                    .receive(on: DispatchQueue.main)
                    .eraseToAnyPublisher()
                lazy var sorted = items.sorted { $0 < $1 }
                    .map { $0.name }.filter { !$0.isEmpty }.prefix(3).joined()
                var body: some View { Text("a") }
                private lazy var hosting: Host<Root> = { Host() }()
                let p = items.map { $0 }
                #if DEBUG
                    .filter { $0 > 0 }
                #endif
                    .sorted()
                func f() -> Int { 1 }; let q = a
                    .b
            }
            """
        #expect(NestingScan(maximumStatementsInTypeBody: 0).scan(Array(declared.utf8)) == nil)
    }

    @Test("lines a list left open in a type body cannot continue are statements there; a real list's lines are not")
    func linesInListLeftOpenInTypeBody() throws {
        // `@Metric(x {` … `}`: SwiftParser ends the attribute's list at the next line and reads
        // each call after it as a member, recovering from each by looking ahead.
        let scan = NestingScan(maximumStatementsInTypeBody: 4)
        let attribute = "struct I {\n @Metric(x {\n a()\n}\n" + String(repeating: "Button(\"S\") {}\n", count: 5) + "}\n"
        #expect(try #require(scan.scan(Array(attribute.utf8))).line == 9)
        // A keyword after a `.` and a line break starts a declaration, not a member access.
        let afterDot = "let v = view.\nstruct I {\n" + String(repeating: "foo()\n", count: 5) + "}\n"
        #expect(try #require(scan.scan(Array(afterDot.utf8))).line == 7)
        let lists = """
            struct V {
                @Option(name: .long,
                        help: "a")
                init(
                    title: String,
                    @ViewBuilder
                    content: () -> Content
                ) { }
                let x = Foo(
                    a: b
                        .c,
                    d: [e, f]
                )
            }
            """
        #expect(NestingScan(maximumStatementsInTypeBody: 1).scan(Array(lists.utf8)) == nil)
    }

    @Test("each fuzzed file whose type-body recovery took seconds to minutes is refused where its run passes the limit",
          arguments: [("member-chain-after-body.swift", 66), ("calls-after-unclosed-attribute.swift", 335),
                      ("member-chain-behind-modifiers.swift", 22)])
    func fuzzedTypeBodyRecovery(file: String, line: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: FuzzRegressionTests.root + "/swift/" + file)))
        #expect(try #require(NestingScan().scan(bytes)).line == line)
    }

    @Test("real member shapes are not statements: attributes, directives, modifiers, continued lines")
    func realTypeBodiesPass() {
        let scan = NestingScan(maximumStatementsInTypeBody: 0)
        let source = """
            @MainActor
            final class Model: NSObject, ObservableObject where Self: AnyObject {
                @Published private(set) var items: [Item] = []
                unowned(unsafe) var owner: Owner
                #if os(iOS)
                @objc dynamic var flag = false
                #else
                var flag = false
                #endif
                enum Kind: String, CaseIterable { case a,
                    b, c
                    case d }
                static let total = first
                    + second
                func load() async
                    throws -> some View where T: Equatable { foo(); bar() }
                init() { super.init(); struct Local { let x = 1 } }
                var body: some View { Text("x").padding() }
                @Environment(\\.dismiss) private var dismiss
                nonisolated(unsafe) static var shared = Model()
                @SwiftUI.State private var count = 0
                @objc(load:) dynamic func load(_ x: Int) {}
                @available(iOS 15, *)
                fileprivate(set) lazy var cache = [Int]()
                @available(*, deprecated, message: "use load") public convenience init(x: Int) { self.init() }
                func make() ->
                    sending Model { self }
                #Preview { Model() }
            }
            extension Array where Element == Int { var sum: Int { reduce(0, +) } }
            protocol P: class { var x: Int { get set } }
            """
        #expect(scan.scan(Array(source.utf8)) == nil)
    }

    // MARK: - D, H and file kinds

    @Test("a FIFO named like an input is an input error, never opened")
    func fifoIsRefused() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/F.a11y.xml", 0o644) == 0)
        #expect(mkfifo(folder + "/G.swift", 0o644) == 0)
        let result = try Auditor().audit(paths: [folder])
        #expect(result.inputErrors.map(\.message) == ["is a FIFO (named pipe), not a regular file; it is not read",
                                                      "is a FIFO (named pipe), not a regular file; it is not read"])
        #expect(result.exitCode == 2)
    }

    @Test("/dev/zero, a symlink loop and a dangling link named like inputs say what they are")
    func oddFileSystemObjects() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(symlink("/dev/zero", folder + "/Zero.swift") == 0)
        #expect(symlink("Loop.swift", folder + "/Loop.swift") == 0)
        #expect(symlink("Missing.swift", folder + "/Dangling.swift") == 0)
        let result = try Auditor().audit(paths: [folder])
        let found = messages(result).sorted()
        #expect(found == ["Dangling.swift:1: symbolic link to a missing file; it was not audited",
                          "Loop.swift:1: symbolic link loop (or too many links); it was not audited",
                          "Zero.swift:1: is a device, not a regular file; it is not read"])
    }

    @Test("a folder the process cannot open is an input error with exit 2, never skipped")
    func unreadableFolder() throws {
        let folder = TestPaths.temporaryDirectory()
        let locked = folder.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try view(#"Text("Locked")"#).write(to: locked.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        try view(#"Text("Open")"#).write(to: folder.appendingPathComponent("Open.swift"), atomically: true, encoding: .utf8)
        #expect(chmod(locked.path, 0) == 0)
        defer {
            chmod(locked.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        // Root opens any folder: as root, the CLI runs as `nobody` (setpriv), which cannot.
        let args = ["audit", folder.path, "--no-cache", "--format", "xcode"]
        let run: CLIRun
        if geteuid() == 0 {
            let cli = try Self.cliAnyoneCanRun()
            defer { try? FileManager.default.removeItem(atPath: (cli as NSString).deletingLastPathComponent) }
            run = try CLIRun(["--reuid=65534", "--regid=65534", "--clear-groups", cli] + args, executable: "/usr/bin/setpriv")
        } else {
            run = try CLIRun(args)
        }
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("Locked:1:1: error: cannot open folder: permission denied; nothing below it was audited"),
                "\(run.stdout)")
    }

    /// A copy of the CLI, with the resource bundles beside it, in a folder `nobody` can reach: a
    /// checkout inside a private folder (mode 0700, as `mktemp -d` makes) is closed to it.
    static func cliAnyoneCanRun() throws -> String {
        let built = URL(fileURLWithPath: TestPaths.cli).deletingLastPathComponent()
        let folder = TestPaths.temporaryDirectory()
        #expect(chmod(folder.path, 0o755) == 0)
        let fileManager = FileManager.default
        for name in try fileManager.contentsOfDirectory(atPath: built.path)
        where name == "a11y-audit" || (name.hasPrefix("a11y-audit_") && name.hasSuffix(".resources")) {
            try fileManager.copyItem(at: built.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder.appendingPathComponent("a11y-audit").path
    }

    @Test("a Package.swift read for module names gets the source guards: a FIFO is not opened, deep nesting not parsed")
    func manifestAboveTheInputs() throws {
        let folder = try folder(viewAt: "Sources/App/V.swift", body: #"Text("Hello")"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/Package.swift", 0o644) == 0)
        let belowFIFO = try Auditor().audit(paths: [folder + "/Sources"])
        #expect(belowFIFO.inputErrors.isEmpty && belowFIFO.screens.count == 1)
        try FileManager.default.removeItem(atPath: folder + "/Package.swift")
        try ("let x = " + String(repeating: "[", count: 2_000)).write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let belowDeep = try Auditor().audit(paths: [folder + "/Sources"])
        #expect(belowDeep.inputErrors.isEmpty && belowDeep.screens.count == 1)
    }

    @Test("a string table over its size limit is an input error that says why")
    func stringTableSizeLimit() throws {
        let folder = try folder(viewAt: "V.swift", body: #"Text("greeting")"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/en.lproj/Localizable.strings", contents: nil))
        #expect(truncate(folder + "/en.lproj/Localizable.strings", off_t(InputLimits.stringTableBytes + (1 << 20))) == 0)
        let result = try Auditor().audit(paths: [folder])
        #expect(messages(result) == ["Localizable.strings:1: cannot read string table: file is 65 MiB, over the 64 MiB limit "
                                     + "for string tables; it was not audited"])
        #expect(result.exitCode == 2)
    }

    @Test("a file name that is not UTF-8 is reported with its bytes escaped, not as 'file not found'")
    func nonUTF8Name() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = Array((folder + "/").utf8) + [0xFF, 0x41] + Array(".swift".utf8) + [0]
        let fd = name.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
        #expect(fd >= 0)
        close(fd)
        let result = try Auditor().audit(paths: [folder])
        #expect(messages(result) == [#"\xFFA.swift:1: file or folder name is not valid UTF-8; it was not audited"#])
    }

    @Test("a path longer than the file system allows is an input error, not skipped")
    func pathTooLong() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Built one level at a time relative to an open folder: the whole path is too long to name.
        let segment = String(repeating: "d", count: 250)
        var fd = open(folder, O_RDONLY | O_DIRECTORY)
        for _ in 0..<20 {
            #expect(mkdirat(fd, segment, 0o755) == 0)
            let next = openat(fd, segment, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
        }
        close(openat(fd, "Deep.swift", O_CREAT | O_WRONLY, 0o644))
        close(fd)
        let result = try Auditor().audit(paths: [folder])
        #expect(result.inputErrors.contains { $0.message.contains("path is too long") }, "\(result.inputErrors)")
        #expect(result.exitCode == 2)
        // Leave a removable tree behind: FileManager cannot remove paths this long either.
        _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder]).waitUntilExit()
    }

    @Test("a Swift file over the size limit is an input error; the limit is configurable")
    func swiftSizeLimit() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Big.swift"
        try view(#"Text("Hello")"#).write(toFile: path, atomically: true, encoding: .utf8)
        let small = SwiftUIProject(maxFileBytes: 32).load(files: [path])
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(small.errors.map(\.message) == ["file is \(size) bytes, over the 32 bytes limit for Swift source; it was not audited"])
        #expect(small.screens.isEmpty)
        #expect(SwiftUIProject().load(files: [path]).errors.isEmpty)

        try "max_swift_file_mib: 2\n".write(toFile: folder + "/.a11y-audit.yml", atomically: true, encoding: .utf8)
        let config = try ProjectConfig.load(path: folder + "/.a11y-audit.yml", knownRules: [:])
        #expect(config.maxSwiftFileBytes == 2 << 20)
    }

    @Test("a file is read whole, byte for byte: empty, large, and exactly at its limit")
    func wholeFileReads() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for size in [0, 1, 4096, 200_003] {
            let path = folder + "/\(size).bin"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(try RegularFile.read(path, limit: size, kind: "test").get() == bytes, "\(size) bytes")
            #expect(try RegularFile.read(path, limit: size + 1, kind: "test").get() == bytes, "\(size) bytes")
            if size > 0 {
                #expect(throws: InputProblem.self) { try RegularFile.read(path, limit: size - 1, kind: "test").get() }
            }
        }
    }

    // MARK: - E, F. Quadratic work

    @Test("2,000 identical buttons give one duplicate-name finding with a count")
    func duplicateGroupReportedOnce() throws {
        let buttons = String(repeating: "Button(\"Same\") {}\n", count: 2_000)
        let result = try audit(["S.swift": view("VStack {\n\(buttons)}")])
        let duplicates = result.findings.filter { $0.rule == "duplicate-name" }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.message.contains("the same as 1999 other elements") == true)
        #expect(duplicates.first?.message.contains("and 1994 more") == true)
    }

    @Test("a chain of 20,000 modifiers is audited up to the per-view limit, and says so")
    func longModifierChain() throws {
        let result = try audit(["S.swift": view(#"Text("x")"# + String(repeating: ".padding()", count: 20_000))])
        #expect(messages(result) == ["S.swift:4: more than \(InputLimits.modifiersPerView) modifiers on one view; "
            + "the modifiers beyond them are not audited"])
        #expect(result.screens.count == 1)
        let within = try audit(["S.swift": view(#"Text("x")"# + String(repeating: ".padding()", count: 900))])
        #expect(within.inputErrors.isEmpty)
    }

    @Test("a JSON list longer than the limit is refused before it is built; XML modifiers stop at the limit")
    func longDescriptionLists() throws {
        let modifiers = Array(repeating: #"{"type": "padding"}"#, count: 20_000).joined(separator: ",\n")
        let json = "{\"screens\": [{\"name\": \"S\", \"root\": {\"type\": \"Text\", \"value\": \"x\",\n\"modifiers\": [\(modifiers)]}}]}"
        let xml = "<screens><screen name=\"S\"><Text>x\n"
            + String(repeating: "<padding/>\n", count: 1_500) + "</Text></screen></screens>\n"
        let result = try audit(["J.a11y.json": json, "X.a11y.xml": xml])
        #expect(messages(result) == [
            "J.a11y.json:2: a list with more than \(InputLimits.jsonListEntries) entries; no screen needs that many, "
                + "so the file was not audited",
            "X.a11y.xml:\(2 + InputLimits.modifiersPerView): more than \(InputLimits.modifiersPerView) modifiers on one view; "
                + "the modifiers beyond them are not audited"])
    }

    // MARK: - Messages and config

    @Test("control characters in messages are escaped")
    func controlCharactersEscaped() {
        let error = InputError(location: SourceLocation(file: "a", line: 1), message: "bad \u{1B}[31mred\nline\u{7F}")
        #expect(error.message == #"bad \u{1B}[31mred\nline\u{7F}"#)
        let config = ConfigError(file: "c", line: 1, column: 1, message: "x\ty")
        #expect(config.message == #"x\ty"#)
    }

    @Test("weights that are all zero are refused at the config line")
    func zeroWeightsRefused() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/.a11y-audit.yml"
        try "profile: default\nweights: {error: 0, warning: 0, info: 0}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try ProjectConfig.load(path: path, knownRules: [:])
        } throws: { error in
            (error as? ConfigError).map { $0.line == 2 && $0.message.contains("weights are all 0") } ?? false
        }
    }

    @Test("a baseline that cannot be read is an error at the config's baseline line")
    func baselineNamesConfigLine() throws {
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/.a11y-audit.yml"
        try "profile: default\nbaseline: yes\n".write(toFile: path, atomically: true, encoding: .utf8)
        let config = try ProjectConfig.load(path: path, knownRules: [:])
        #expect {
            _ = try config.loadBaseline()
        } throws: { error in
            guard let error = error as? ConfigError else { return false }
            return error.file == path && error.line == 2 && error.message.contains("yes: cannot read the baseline file")
        }
    }
}

/// Replays every input under Tests/Fuzz/Regressions through the fuzz harness (the real
/// pipeline and every report): each one once crashed, hung or broke a report.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let root = TestPaths.packageRoot.appendingPathComponent("Tests/Fuzz/Regressions").path

    static var inputs: [String] {
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.contains("/") && !$0.hasSuffix("README.md") }.sorted()
    }

    @Test("the regression corpus has inputs for every format it names")
    func corpusIsThere() {
        #expect(Self.inputs.count >= 15)
    }

    @Test("each regression input ends with a result or an input error and reports that parse", arguments: inputs)
    func replay(_ input: String) throws {
        let format = try #require(FuzzHarness.Format(rawValue: String(input.split(separator: "/")[0])))
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/" + input))
        let folder = TestPaths.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FuzzHarness.run(data, format: format, in: folder) == nil)
    }
}
