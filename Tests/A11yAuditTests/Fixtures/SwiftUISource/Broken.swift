import SwiftUI

struct BrokenView: View {
    var body: some View {
        VStack {
            Text("Before the error")
            Button("Save" { }
        }
    }
