import SwiftUI

/// One product: photos, price, options, add to cart.
struct ProductDetailScreen: View {
    let product: Product
    @State private var quantity = 1
    @State private var zoom: CGFloat = 1
    @State private var selectedSize = "M"
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Image(decorative: product.imageName)
                    .resizable()
                    .scaledToFit()
                    .gesture(DragGesture().onChanged { zoom = 1 + $0.translation.height / 100 }) // MISTAKE: drag-alternative

                Text("Free shipping on every order over fifty dollars, delivered in two days")
                    .font(.body)
                    .frame(height: 24) // MISTAKE: text-clipped

                Text(product.name)
                    .font(.largeTitle)
                    .lineLimit(1) // MISTAKE: text-truncated

                Text("Limited edition colours while stocks last")
                    .minimumScaleFactor(0.4) // MISTAKE: minimum-scale-factor

                PriceTag(price: product.price)

                Button { isFavorite.toggle() } label: { // MISTAKE: state-not-exposed
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                }
                .accessibilityLabel("Favorite")

                Button("Add") { } // MISTAKE: label-is-identifier
                    .accessibilityLabel("btn_add_to_cart")
                    .accessibilityHint("Tap to add this shoe to your cart") // MISTAKE: hint-style

                Button("Share") { }
                    .accessibilityHidden(true) // MISTAKE: hidden-interactive

                HStack {
                    Button("Smaller") { quantity -= 1 }
                    Text("\(quantity)")
                    Button("Larger") { quantity += 1 }
                }
                .accessibilityElement(children: .combine) // MISTAKE: combine-multiple-actions
            }
            .padding()
        }
    }
}
