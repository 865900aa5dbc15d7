import SwiftUI

/// A product in a list: shared by the home and cart screens.
struct ProductRow: View {
    let product: Product
    var onFavorite: () -> Void = {}

    var body: some View {
        HStack(spacing: 12) {
            Image(decorative: product.imageName)
                .resizable()
                .frame(width: 56, height: 56)
            VStack(alignment: .leading) {
                Text(product.name)
                    .font(.headline)
                Text(product.price.formattedPrice)
                    .font(.subheadline)
                RatingView(rating: product.rating)
            }
            Spacer()
            Button(action: onFavorite) {
                Image(systemName: product.isFavorite ? "heart.fill" : "heart")
            }
            .accessibilityLabel(product.isFavorite ? "Remove from favorites" : "Add to favorites")
        }
        .card()
    }
}
