import SwiftUI

/// A module with its own string table (Resources/en.lproj): titles are localization keys,
/// spoken as their English text. One key was never added to the table.
struct WelcomeScreen: View {
    let storesNearby: Int
    @State private var showsSignIn = false

    var body: some View {
        VStack(spacing: 16) {
            Text("welcome.title")
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
            Text("welcome.subtitle")
            Text("welcome.stores \(storesNearby)")
            Button("welcome.start") { }
                .buttonStyle(.borderedProminent)
            Button("welcome.sign_in") { showsSignIn = true } // MISTAKE: missing-localization
        }
        .padding()
    }
}
