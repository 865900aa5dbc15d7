import Testing
@testable import SwiftUISource

/// Same-named declarations of one module are told apart by how many folders their file shares
/// with the use: counted on the paths' folders only (not the file names), empty parts ignored.
@Suite struct ModuleMapPathTests {
    @Test(arguments: [
        ("App/Settings/Row.swift", "App/Settings/Screen.swift", 2),
        ("App/Settings/Row.swift", "App/Profile/Screen.swift", 1),
        ("App/Row.swift", "Kit/Row.swift", 0),
        ("/repo//App/Row.swift", "/repo/App/Views/Screen.swift", 2),
        ("Row.swift", "Row.swift", 0),
        ("App/Settings", "App/Settings/Screen.swift", 1),
        ("App/Settings/", "App/Settings/Screen.swift", 1),
        // The same folder name, composed and decomposed: one name.
        ("Caf\u{E9}/Row.swift", "Cafe\u{301}/Screen.swift", 1),
    ])
    func sharedFolderDepthCountsCommonLeadingFolders(a: String, b: String, depth: Int) {
        #expect(ModuleMap.sharedFolderDepth(a, b) == depth)
        #expect(ModuleMap.sharedFolderDepth(b, a) == depth)
    }
}
