import AuditModel
import Foundation
import Testing
@testable import InterfaceBuilder

@Suite struct InterfaceBuilderHostileXMLTests {
    static func load(_ text: String) -> FrontEndOutput {
        InterfaceBuilderLoader.load(data: Data(text.utf8), file: "Bad.storyboard")
    }

    static func expectOneError(_ out: FrontEndOutput, containing words: String, line: Int? = nil) {
        #expect(out.screens.isEmpty)
        #expect(out.errors.count == 1)
        #expect(out.errors.first?.location.file == "Bad.storyboard")
        #expect(out.errors.first?.message.contains(words) == true, "\(out.errors)")
        if let line { #expect(out.errors.first?.location.line == line) }
    }

    @Test func entityExpansionIsRefused() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects><label text="&lol2;" id="l"/></objects></document>
            """
        Self.expectOneError(Self.load(laughs), containing: "entities", line: 3)
    }

    @Test func externalEntityIsRefused() {
        let xxe = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects><label text="&secret;" id="l"/></objects></document>
            """
        Self.expectOneError(Self.load(xxe), containing: "entities", line: 2)
    }

    @Test("a storyboard that cannot be read, or that ends early, is reported at a real line, never line 0")
    func errorsNameARealLine() {
        let missing = InterfaceBuilderLoader.load(file: "/nonexistent/Missing.storyboard")
        #expect(missing.errors.map(\.location.line) == [1], "\(missing.errors)")
        let cut = "<?xml version=\"1.0\"?>\n<document type=\"\(InterfaceBuilderLoader.xibType)\">\n<objects>\n<label id=\"l\""
        Self.expectOneError(Self.load(cut), containing: "malformed XML", line: 4)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 10_000
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\"><objects>"
            + String(repeating: "<view><subviews>", count: depth) + String(repeating: "</subviews></view>", count: depth)
            + "</objects></document>"
        Self.expectOneError(Self.load(text), containing: "malformed XML")
    }

    @Test func invalidUTF8IsAnError() {
        var data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects><label text=\"".utf8)
        data.append(contentsOf: [0xC3, 0x28, 0xFF])
        data.append(Data("\" id=\"l\"/></objects></document>".utf8))
        let out = InterfaceBuilderLoader.load(data: data, file: "Bad.storyboard")
        Self.expectOneError(out, containing: "malformed XML", line: 3)
    }

    @Test func malformedXMLNamesTheLine() {
        Self.expectOneError(Self.load("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<label text=\"a\" id=\"l\">\n</objects>"),
                            containing: "malformed XML", line: 4)
    }

    @Test func otherXMLIsRejectedClearly() {
        Self.expectOneError(Self.load("<screen name=\"A\"/>"), containing: "not an iOS Interface Builder document", line: 1)
    }

    /// A repository with a Mac target must be able to pass: its documents are left out and said so.
    @Test func macAndWatchDocumentsAreNotAuditedRatherThanErrors() {
        for document in ["<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>",
                         "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>",
                         "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>"] {
            let out = Self.load(document)
            #expect(out.errors.isEmpty && out.screens.isEmpty, "\(out.errors)")
            #expect(out.notAudited.count == 1 && out.notAudited[0].message.hasPrefix("not audited"), "\(out.notAudited)")
        }
    }

    @Test func missingFileIsAnError() {
        let out = InterfaceBuilderLoader.load(file: "/nonexistent/Nope.xib")
        #expect(out.screens.isEmpty)
        #expect(out.errors.map(\.location.file) == ["/nonexistent/Nope.xib"])
    }

    @Test func aFolderOrPipeNamedLikeAXibIsNotRead() throws {
        let folder = TestPaths.scratchPath("ib").appendingPathExtension("xib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(InterfaceBuilderLoader.load(file: folder.path).errors.map(\.message) == ["is a folder, not a file"])
        let pipe = folder.appendingPathComponent("Pipe.storyboard").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(InterfaceBuilderLoader.load(file: pipe).errors.map(\.message)
            == ["is a FIFO (named pipe), not a regular file; it is not read"])
    }
}

@Suite struct InterfaceBuilderHostileNumberTests {
    @Test func nonFiniteAndHugeNumbersAreRefusedAndReadAsUnknown() {
        let out = IBTest.xib("""
            <slider value="1e308" minValue="0" maxValue="1e-300" id="s"/>
            <slider value="nan" minValue="-1e308" maxValue="1e308" id="n"/>
            <slider value="1e308" minValue="-1e308" maxValue="1e308" id="o"/>
            <label text="a" numberOfLines="-4" minimumScaleFactor="inf" id="l"><fontDescription key="fontDescription" type="system" pointSize="nan"/>
              <constraints><constraint firstAttribute="height" constant="inf" id="k"/></constraints></label>
            """)
        let nodes = IBTest.nodes(out)
        #expect(nodes.map { $0.value?.spoken } == [nil, nil, nil, nil])
        // Each refused number is an input error naming its attribute.
        #expect(out.errors.count == 10)
        #expect(out.errors.allSatisfy { $0.message.contains("is out of range") })
        #expect(out.errors.contains { $0.message.hasPrefix("value: number 1e308") })
        #expect(nodes[3].font == .unknown && nodes[3].layout.lineLimit == nil && nodes[3].layout.minimumScaleFactor == nil)
        #expect(nodes[3].layout.height == nil)
    }
}
