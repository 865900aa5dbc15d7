import SwiftUI

/// Clean: standard controls with visible titles, section headers, navigation links.
struct SettingsScreen: View {
    @State private var notifications = true
    @State private var newsletter = false
    @State private var textSize = 1.0
    @State private var country = "Germany"

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Order updates", isOn: $notifications)
                    Toggle("Newsletter", isOn: $newsletter)
                }
                Section("Shopping") {
                    Picker("Country", selection: $country) {
                        Text("Germany").tag("Germany")
                        Text("France").tag("France")
                    }
                    NavigationLink("Payment methods") {
                        Text("Payment methods")
                    }
                    Slider(value: $textSize, in: 0.5...2) {
                        Text("Preview size")
                    }
                }
                Section {
                    Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                    Button("Sign out", role: .destructive) { }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
