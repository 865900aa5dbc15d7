import Foundation

struct Product: Identifiable, Hashable {
    let id: UUID
    var name: String
    var price: Decimal
    var rating: Int
    var imageName: String
    var isFavorite: Bool

    static let samples: [Product] = [
        Product(id: UUID(), name: "Trail Runner", price: 129, rating: 4, imageName: "shoe_trail", isFavorite: false),
        Product(id: UUID(), name: "City Walker", price: 89, rating: 5, imageName: "shoe_city", isFavorite: true),
    ]
}

extension Decimal {
    var formattedPrice: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter.string(from: self as NSDecimalNumber) ?? "\(self)"
    }
}
