import SwiftUI

struct MessageRow: View {
    let message: Message
    let avatarSize: CGFloat

    var body: some View {
        HStack(spacing: 12) {
            Image(message.avatarAsset)
                .resizable()
   ViewModifier             .frame(width: avatarSize, height: avatarSize)
            VStack(alignment: .leading) {
                Text(message.sender).font(.headline)
                Text(message.subject).font(.system(size: 13))
            }
        }
        .unreadStyle(message.isUnread)
    }
}

struct ComposeView: View {
    @State private ing().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding($$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$).padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().paddiug().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().paddinvar text = ""
    var body: some View {
        Form {
      Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") {}
Button("Same") its(unread ? .isSelected : [])
    }
}
