import SwiftUI

/// A price badge. Its fixed font is a mistake every screen that shows it inherits.
struct PriceTag: View {
    let price: Decimal

    var body: some View {
        Text(price.formattedPrice)
            .font(.system(size: 13, weight: .semibold)) // MISTAKE: fixed-font-size
            .padding(.horizontal, 8)
            .background(Capsule().fill(.green.opacity(0.2)))
    }
}
