import SwiftUI

// The example app a11y-audit audits in `make audit`. Every deliberate mistake is marked on
// the line where the audit reports it, with a MISTAKE comment naming the rule id.
// Screens without marks are clean.
@main
struct ShopApp: App {
    @StateObject private var cart = CartService()

    var body: some Scene {
        WindowGroup {
            TabView {
                HomeScreen()
                    .tabItem { Label("Home", systemImage: "house") }
                CartScreen()
                    .tabItem { Label("Cart", systemImage: "cart") }
                SettingsScreen()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            .environmentObject(cart)
        }
    }
}
