import AuditModel
import SwiftUISource
import Testing
@testable import Semantics

/// Lowering skips its modifier-content pass for views none of whose modifiers may add
/// content: the shortcut must say "may add" exactly for the modifiers the pass attaches something for.
@Suite struct ModifierContentShortcutTests {
    static let code = """
        VStack {
            Text("a").padding().font(.title).foregroundStyle(.red).opacity(0.5).accessibilityLabel("A")
            Text("b").overlay(Text("3")).background { Color.red }.overlay(alignment: .top) { Image(systemName: "star") }
            Text("c").navigationTitle("Title").searchable(text: $text).toolbar { Button("Add") { } }
            Text("d").alert("Gone", isPresented: $on) { Button("OK") { } }.sheet(isPresented: $on) { Text("Sheet") }
            Text("e").contextMenu { Button("Copy") { } }.swipeActions { Button("Delete") { } }
            Text("f").accessibilityAction(named: Text("Zoom")) { }.confirmationDialog("Sure?", isPresented: $on) { }
            Text("g").background(Color.blue).mask(Circle()).overlay(EmptyView())
        }
        """

    @Test func aModifierMayAddContentExactlyWhenThePassAttachesSomething() throws {
        let screen = try #require(SwiftUIProject().load(sources: [(path: "Example.swift", text: """
            import SwiftUI
            struct Example: View {
                @State private var on = false
                @State private var text = ""
                var body: some View {
            \(Self.code)
                }
            }
            """)]).screens.first)
        var modifiers: [Modifier] = []
        var pending = [screen.root]
        while let node = pending.popLast() {
            modifiers += node.modifiers
            pending += node.children
        }
        #expect(modifiers.count >= 20)
        var adding = 0
        for modifier in modifiers {
            let node = ViewNode(type: "Text", modifiers: [modifier], location: modifier.location)
            let attached = !Lowering.contentPass(node, path: "S", parentEnv: Environment()).isEmpty
            #expect(Lowering.mayAddContent(modifier) == attached, "\(modifier.name)")
            if attached { adding += 1 }
        }
        #expect(adding >= 8, "the sample holds modifiers that add content")
    }
}
