import Foundation
@testable import SwiftUISource
import Testing

/// What a file's bytes say before parsing: the modules it imports.
@Suite("Source text before parsing")
struct SourceTextTests {
    static func imports(_ text: String) -> [String] {
        SourceText(path: "A.swift", bytes: Array(text.utf8)).imports.map { "\($0.name)\($0.exported ? " exported" : "")" }
    }

    @Test("imports are read with their attributes, access modifiers and kinds; other lines starting alike are not imports")
    func importsAndLookAlikes() {
        let text = """
        import SwiftUI
        @testable import Core
        \t@_exported public import Shared
        internal import struct Charts.Axis
        private import func Tools.run
        package import Data_2
        @preconcurrency import Combine
        importance = 3
        if imported { import Fake }
        public var x = 1
        private import
        @MainActor func f() {}
        fileprivate import Last.Sub
        """
        #expect(Self.imports(text) == ["SwiftUI", "Core", "Shared exported", "Charts", "Tools", "Data_2", "Combine", "Last"])
    }
}

@Suite("String tables found above a source file")
struct StringTableFolderTests {
    @Test("a path's folder read on its bytes, as NSString's deletingLastPathComponent gives it for the paths inputs have")
    func parentFolders() {
        for path in ["App/Views/Row.swift", "/abs/App/Row.swift", "Row.swift", "/Row.swift", "/", "", "Ré/設定/Row.swift"] {
            #expect(String(StringTables.parent(of: path[...])) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }
}
