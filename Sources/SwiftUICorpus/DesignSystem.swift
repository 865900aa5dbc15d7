/// The shared components of a generated app, four levels deep the way real design systems are:
/// a section holds cards, a card holds rows and a button, a row holds an icon button. Every
/// feature screen uses them, so a component's cost shows whether it is evaluated once or once
/// per screen. Some carry deliberate mistakes (an unnamed icon button, a fixed font size).
enum DesignSystem {
    static var files: [SwiftUICorpus.File] {
        [
            file("DSIconButton", """
            struct DSIconButton: View {
                let symbol: String
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        Image(systemName: symbol)
                            .frame(width: 30, height: 30)
                    }
                }
            }
            """),
            file("DSRow", """
            struct DSRow: View {
                let title: String
                let icon: String
                var subtitle: String = "Details"

                var body: some View {
                    HStack {
                        Image(systemName: icon)
                        VStack(alignment: .leading) {
                            Text(title)
                                .font(.body)
                            Text(subtitle)
                                .font(.system(size: 12))
                                .lineLimit(1)
                        }
                        Spacer()
                        DSIconButton(symbol: "chevron.right") { }
                    }
                    .padding(.vertical, 8)
                }
            }
            """),
            file("DSCard", """
            struct DSCard: View {
                let title: String

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(title)
                            .font(.headline)
                        DSRow(title: "Name", icon: "person")
                        DSRow(title: "Email", icon: "envelope", subtitle: "Shown to others")
                        DSRow(title: "Phone", icon: "phone")
                        Button("Edit \\(title)") { }
                            .font(.callout)
                    }
                    .padding()
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            """),
            file("DSSection", """
            struct DSSection: View {
                let title: String

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(title)
                            .font(.title2)
                            .accessibilityAddTraits(.isHeader)
                        DSCard(title: "Primary")
                        DSCard(title: "Backup")
                    }
                }
            }
            """),
        ]
    }

    /// A feature's own component, built on the shared ones.
    static func featureTile(_ feature: Int) -> String {
        """
        import SwiftUI

        struct Feature\(feature)Tile: View {
            let title: String

            var body: some View {
                VStack {
                    DSCard(title: title)
                    DSRow(title: "Feature \(feature)", icon: "star")
                }
            }
        }

        """
    }

    private static func file(_ name: String, _ body: String) -> SwiftUICorpus.File {
        SwiftUICorpus.File(path: "DesignSystem/\(name).swift", kind: .view, text: "import SwiftUI\n\n" + body + "\n")
    }
}
