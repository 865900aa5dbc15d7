import AuditModel
import Testing
@testable import SwiftUISource

/// A module's string tables are the ones inside its folders, as the module map draws modules
/// for name resolution; the nearest tables above a file remain the fallback.
@Suite struct StringTableModuleTests {
    typealias S = SwiftUISourceSupport

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Banking", targets: [.target(name: "Shop"), .target(name: "Bank")])
        """

    static func screen(_ name: String) -> String {
        "import SwiftUI\nstruct \(name): View { var body: some View { Text(\"home.title\") } }\n"
    }

    static func rendered(tables: [(path: String, text: String)], sources: [(String, String)]) -> [String: String] {
        let (loaded, errors) = StringTables.load(sources: tables)
        #expect(errors.isEmpty)
        let screens = SwiftUIProject(stringTables: loaded).load(sources: sources.map { (path: $0.0, text: $0.1) }).screens
        return Dictionary(uniqueKeysWithValues: screens.map { ($0.name, S.render($0.root)) })
    }

    @Test func aTargetReadsTheTablesAnywhereInItsFolder() {
        // `Support` is neither the folder of the view nor a resources folder above it: only the
        // target's folder joins them.
        let screens = Self.rendered(
            tables: [("Sources/Shop/Support/en.lproj/Localizable.strings", #""home.title" = "Shop front";"#),
                     ("Sources/Bank/Support/en.lproj/Localizable.strings", #""home.title" = "Your accounts";"#)],
            sources: [("Package.swift", Self.manifest),
                      ("Sources/Shop/Views/ShopHome.swift", Self.screen("ShopHome")),
                      ("Sources/Bank/Views/BankHome.swift", Self.screen("BankHome"))])
        #expect(screens["ShopHome"]?.contains("Shop front") == true, "\(screens)")
        #expect(screens["ShopHome"]?.contains("Your accounts") == false)
        #expect(screens["BankHome"]?.contains("Your accounts") == true, "\(screens)")
        #expect(screens["BankHome"]?.contains("Shop front") == false)
    }

    @Test func aModuleWithoutTablesFallsBackToTheNearestAboveIt() {
        // The `Feature` target has no tables of its own; the app's resources folder above it counts.
        let screens = Self.rendered(
            tables: [("App/Resources/en.lproj/Localizable.strings", #""home.title" = "Welcome";"#)],
            sources: [("App/Package.swift", "import PackageDescription\nlet package = Package(name: \"F\", targets: [.target(name: \"Feature\")])"),
                      ("App/Sources/Feature/FeatureHome.swift", Self.screen("FeatureHome"))])
        #expect(screens["FeatureHome"]?.contains("Welcome") == true, "\(screens)")
    }

    @Test func moduleMembershipOfAPathIsTheDeepestModuleFolderAboveIt() {
        let map = ModuleMap(paths: ["Sources/Shop/A.swift", "Sources/Shop/Kit/B.swift", "Loose.swift"],
                            imports: [[], [], []],
                            manifests: ["": Array("let package = Package(name: \"P\", targets: [.target(name: \"Shop\"), .target(name: \"Kit\", path: \"Sources/Shop/Kit\")])".utf8)],
                            readsDisk: false)
        let shop = map.module(ofFile: 0), kit = map.module(ofFile: 1)
        #expect(shop != kit)
        #expect(map.module(containing: "Sources/Shop/en.lproj") == shop)
        #expect(map.module(containing: "Sources/Shop/Kit/Resources/en.lproj") == kit)
        #expect(map.module(containing: "Elsewhere/en.lproj") == nil)
    }

    @Test func foldersAboveAPathAreListedDeepestFirst() {
        #expect(ModuleMap.ancestors(of: "App/Sources/Shop/A.swift") == ["App/Sources/Shop", "App/Sources", "App", ""])
        #expect(ModuleMap.ancestors(of: "/work/App/A.swift") == ["/work/App", "/work", "/"])
        #expect(ModuleMap.ancestors(of: "A.swift") == [""])
        #expect(ModuleMap.folder(of: "App/Sources/A.swift") == "App/Sources/")
        #expect(ModuleMap.folder(of: "/A.swift") == "/")
        #expect(ModuleMap.folder(of: "A.swift") == "")
    }
}
