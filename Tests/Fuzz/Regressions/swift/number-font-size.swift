import SwiftUI
struct S: View {
    var body: some View {
        Text("t").font(.system(size: 1e19))
    }
}
