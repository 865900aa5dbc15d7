import AuditModel
import Testing
@testable import Semantics

/// Which images show a state by sight (the fact `state-not-exposed` reads), from SwiftUI source.
@Suite("Semantics: state shown by sight")
struct SemanticsStateBySightTests {
    static func nodes(_ code: String) -> [AXNode] {
        SemanticsSnippet.screens(code).first?.root.allNodes ?? []
    }

    @Test func anImageNamedByATernaryShowsState() {
        let images = Self.nodes(#"Image(systemName: on ? "star.fill" : "star")"#).filter { $0.viewType == "Image" }
        #expect(images.count == 1 && images.allSatisfy(\.showsStateBySight))
    }

    @Test func aCheckmarkShownOnlyWhenAConditionHoldsShowsState() {
        let images = Self.nodes("""
            HStack {
                Text("Dark")
                if on { Image(systemName: "checkmark") }
            }
            """).filter { $0.viewType == "Image" }
        #expect(images.count == 1 && images.allSatisfy(\.showsStateBySight))
    }

    @Test func platformAndVersionBranchesAreNotState() {
        let images = Self.nodes("""
            VStack {
                #if os(iOS)
                Image(systemName: "iphone")
                #endif
                if #available(iOS 17, *) { Image(systemName: "sparkles") }
            }
            """).filter { $0.viewType == "Image" }
        #expect(images.count == 2 && images.allSatisfy { !$0.showsStateBySight })
    }

    @Test func branchesShowingTextAreNotAnImageState() {
        let images = Self.nodes("""
            Button { } label: {
                if on { Image(systemName: "checkmark") } else { Text("Pick") }
            }
            """).filter { $0.viewType == "Image" }
        #expect(images.count == 1 && images.allSatisfy { !$0.showsStateBySight })
    }

    @Test func aConditionalSelectedTraitIsRecordedAsPossible() {
        let button = Self.nodes(#"Button("Rate") { }.accessibilityAddTraits(on ? .isSelected : [])"#)
            .first { $0.viewType == "Button" }
        #expect(button?.conditionalTraits == [.selected])
        #expect(button?.traits.contains(.selected) == false)
    }
}

extension SemanticsStateBySightTests {
    @Test func anImageShownOnlyWhenANameIsGivenIsPresenceNotState() {
        let images = Self.nodes(#"Image(nearest ? "pin" : nil)"#).filter { $0.viewType == "Image" }
        #expect(images.count == 1 && images.allSatisfy { !$0.showsStateBySight })
    }
}
