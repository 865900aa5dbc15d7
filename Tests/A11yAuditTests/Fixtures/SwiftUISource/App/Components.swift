import SwiftUI

struct MessageRow: View {
    let message: Message
    let avatarSize: CGFloat

    var body: some View {
        HStack(spacing: 12) {
            Image(message.avatarAsset)
                .resizable()
                .frame(width: avatarSize, height: avatarSize)
            VStack(alignment: .leading) {
                Text(message.sender).font(.headline)
                Text(message.subject).font(.system(size: 13))
            }
        }
        .unreadStyle(message.isUnread)
    }
}

struct ComposeView: View {
    @State private var text = ""
    var body: some View {
        Form {
            TextField("Message", text: $text)
        }
    }
}

extension View {
    func unreadStyle(_ unread: Bool) -> some View {
        self.fontWeight(unread ? .bold : .regular).accessibilityAddTraits(unread ? .isSelected : [])
    }
}
