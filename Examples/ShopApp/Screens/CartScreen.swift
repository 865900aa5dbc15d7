import SwiftUI

/// The cart: items, totals, checkout.
struct CartScreen: View {
    @EnvironmentObject private var cart: CartService
    @State private var giftWrap = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Your items") // MISTAKE: header-trait
                .font(.title)

            HStack {
                Text("Trail Runner")
                Button("Remove") { } // MISTAKE: duplicate-name
            }
            HStack {
                Text("City Walker")
                Button("Remove") { } // same name: counted in the group reported on the first
            }

            Text("Gift wrap")
                .accessibilityAddTraits(.isButton)
                .accessibilityAction(named: "") { giftWrap.toggle() } // MISTAKE: custom-action-name

            VStack {
                Text("Subtotal")
                Text(cart.total.formattedPrice)
            }
            .accessibilityElement(children: .ignore) // MISTAKE: ignore-without-label

            Button("Express shipping selected") { } // MISTAKE: state-in-label

            Button("Apply the discount code that you received in your welcome email to this order now") { } // MISTAKE: label-length

            Button("clear cart.") { } // MISTAKE: label-style

            Button { // MISTAKE: touch-target-size
                cart.items.forEach(cart.remove)
            } label: {
                Image(systemName: "trash")
                    .frame(width: 30, height: 30)
            }
            .accessibilityLabel("Empty cart")

            HStack {
                Image(systemName: "creditcard").resizable()
                    .accessibilityHidden(true)
                    .frame(width: 24, height: 24) // MISTAKE: unscaled-metric
                Text("Pay with card")
            }

            HStack { // MISTAKE: layout-not-adaptive
                Text("Estimated delivery")
                Text("Tuesday, 14 November")
                Text("Standard shipping")
            }

            Text("Checkout")
                .font(.headline)
                .dynamicTypeSize(...DynamicTypeSize.large) // MISTAKE: dynamic-type-clamped
        }
        .padding()
    }
}
