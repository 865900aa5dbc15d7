import SwiftUI

/// The card look shared by rows; applied with `.card()`.
struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.background, in: RoundedRectangle(cornerRadius: 12))
            .shadow(radius: 2)
    }
}

extension View {
    func card() -> some View {
        modifier(CardModifier())
    }
}
