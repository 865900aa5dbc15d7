import SwiftUI
// Café
struct Latin: View { var body: some View { Text("x") } }
