import Combine
import Foundation

/// Holds the cart; no views here, so the audit skips this file without parsing it.
final class CartService: ObservableObject {
    @Published private(set) var items: [Product] = []

    var total: Decimal { items.reduce(0) { $0 + $1.price } }

    func add(_ product: Product) { items.append(product) }

    func remove(_ product: Product) {
        items.removeAll { $0.id == product.id }
    }
}
