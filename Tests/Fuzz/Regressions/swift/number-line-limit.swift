import SwiftUI
struct S: View {
    var body: some View {
        Text("t").lineLimit(1e19)
    }
}
