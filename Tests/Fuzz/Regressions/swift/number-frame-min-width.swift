import SwiftUI
struct S: View {
    var body: some View {
        Button("b") {}.frame(minWidth: 1e19)
    }
}
