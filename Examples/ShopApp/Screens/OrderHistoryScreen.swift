import SwiftUI

/// Clean: a list whose rows combine into one element each, with a custom action.
struct OrderHistoryScreen: View {
    let orders: [String]

    var body: some View {
        List {
            Section {
                ForEach(orders, id: \.self) { order in
                    HStack {
                        Text(order)
                        Spacer()
                        Text("Delivered")
                            .foregroundStyle(.secondary)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAction(named: "Reorder") { }
                }
            } header: {
                Text("Past orders")
            }
        }
        .navigationTitle("Orders")
    }
}
