import AuditModel
import SwiftSyntax
import Testing
@testable import SwiftUISource

/// Syntax trees are most of the front-end's memory: an indexed file keeps no part of its tree,
/// and phase 2 loads one file's tree at a time.
@Suite struct SyntaxRetentionTests {
    static let source = """
        import SwiftUI

        let spacing: CGFloat = 8

        enum Theme {
            static let title = Font.title.bold()
            static var name: String { "Theme" }
        }

        struct Card: View {
            var title: String
            var subtitle: String = "None"
            let radius = spacing * 2
            var layout: AnyLayout { isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()) }
            let format = { (value: Int) in
                "\\(value) items"
            }

            init(title: String, count: Int = 3) { self.title = title }

            var body: some View {
                Text(title).padding(radius) // The card's only view.
            }
        }
        """

    static func indexed() -> (declarations: FileDeclarations, lines: LineTable) {
        let read = SwiftUIProject.read(.text("App/Card.swift", source))
        let result = SwiftUIProject.index(read, file: 0)
        return (result.declarations, LineTable(file: "App/Card.swift", bytes: Array(source.utf8)))
    }

    @Test func indexedDeclarationsKeepOnlyTheirOwnExpressions() {
        var (declarations, lines) = Self.indexed()
        #expect(declarations.bodies.isEmpty)
        var expressions: [ExprSyntax] = []
        declarations.mapExpressions { expressions.append($0); return $0 }
        #expect(Set(expressions.map(\.trimmedDescription)) == [
            "8", "Font.title.bold()", "\"Theme\"", "\"None\"", "spacing * 2",
            "isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())",
            "{ (value: Int) in\n        \"\\(value) items\"\n    }", "3",
        ])
        let bytes = Array(Self.source.utf8)
        for expression in expressions {
            // The tree an expression belongs to holds expressions only: no declaration of the file.
            let tree = expression.root.description
            #expect(!tree.contains("struct") && !tree.contains("import") && !tree.contains("Text("), "\(expression)")
            // At the position it has in the file: locations and source slices stay exact.
            let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
            #expect(String(decoding: bytes[start..<end], as: UTF8.self) == expression.trimmedDescription)
            #expect(lines.location(of: expression).line > 1)
        }
    }

    @Test func aBodyIsReadFromItsFileParsedAgainAndReleased() throws {
        let (declarations, lines) = Self.indexed()
        let body = try #require(declarations.types.first { $0.name == "Card" }?.viewMembers["body"]?.body)
        let file = ParsedFile(path: "App/Card.swift", lines: lines, bytes: Array(Self.source.utf8),
                              clauses: PlatformClauses(platform: .iOS))
        let bodies = BodySyntax(files: [file], bodies: [body])
        #expect(bodies.loadedFiles.isEmpty)
        #expect(bodies.statements(body).trimmedDescription == "Text(title).padding(radius)")
        _ = bodies.statements(body)
        #expect(bodies.parses == 1 && bodies.loadedFiles == [0])
        bodies.release { $0 == 0 }
        #expect(bodies.loadedFiles.isEmpty)
        #expect(bodies.statements(body).trimmedDescription == "Text(title).padding(radius)")
        #expect(bodies.parses == 2 && bodies.wholeFileParses == 0)
        // Only the body was parsed again, at its place in the file.
        let statements = bodies.statements(body)
        #expect(!statements.root.description.contains("struct"))
        #expect(lines.location(of: statements) == SourceLocation(file: "App/Card.swift", line: 22, column: 9))
    }

    @Test func aBodyThePartialParseDoesNotGiveBackIsReadFromTheWholeFile() throws {
        let (declarations, lines) = Self.indexed()
        var body = try #require(declarations.types.first { $0.name == "Card" }?.viewMembers["body"]?.body)
        let file = ParsedFile(path: "App/Card.swift", lines: lines, bytes: Array(Self.source.utf8),
                              clauses: PlatformClauses(platform: .iOS))
        // Cut short (`Text(title`), it does not parse on its own.
        body.end = body.offset + 19
        let bodies = BodySyntax(files: [file], bodies: [body])
        #expect(bodies.statements(body).trimmedDescription == "Text(title).padding(radius)")
        #expect(bodies.wholeFileParses == 1)
    }

    @Test func membersDeclaredInAnotherFileExpandAfterThatFileWasBuiltAndReleased() {
        // A's templates are built first; `Screen`'s body, in B, expands `footer`, declared in A:
        // A stays loaded until then. `Factory`, which has no template, is parsed when read.
        let sources = [
            (path: "App/A.swift", text: """
                import SwiftUI
                struct Header: View { var body: some View { Text("Header") } }
                extension Screen { var footer: some View { Text("Footer") } }
                enum Factory { static func badge() -> some View { Text("New") } }
                """),
            (path: "App/B.swift", text: """
                import SwiftUI
                struct Screen: View { var body: some View { VStack { Header(); footer; Factory.badge() } } }
                """),
        ]
        let screens = SwiftUIProject().load(sources: sources).screens
        let body = screens.first { $0.name == "Screen" }?.root.children.first
        #expect(body.map(SwiftUISourceSupport.render) 
                == #"VStack[Header@Header[Text("Header")], Text("Footer"), Text("New")]"#)
    }
}
