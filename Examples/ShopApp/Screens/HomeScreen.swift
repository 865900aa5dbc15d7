import SwiftUI

/// The storefront: featured banner, search, product list.
struct HomeScreen: View {
    @State private var products = Product.samples
    @State private var query = ""
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Image("hero_banner") // MISTAKE: image-label
                        .resizable()
                        .scaledToFit()

                    HStack {
                        TextField("Search products", text: $query)
                        Button { // MISTAKE: control-name
                            showsFilters.toggle()
                        } label: {
                            Image(systemName: "line.3.horizontal.decrease.circle")
                        }
                    }

                    Text("Featured")
                        .font(.title2)

                    ForEach(products) { product in
                        NavigationLink(value: product) {
                            ProductRow(product: product)
                        }
                    }

                    PriceTag(price: 49)

                    HStack {
                        Image(systemName: "shippingbox")
                        Text("Free returns for 30 days")
                    }
                    .onTapGesture { showsFilters = false } // MISTAKE: tap-gesture-trait

                    Button("Play button") { } // MISTAKE: label-redundant-trait

                    Button(action: {}) {
                        Text("See all deals")
                            .onTapGesture { showsFilters = true } // MISTAKE: empty-button-action
                    }

                    Button { showsFilters = true } label: {
                        HStack {
                            Image("ic_gift_24") // MISTAKE: image-label
                            Text("Gift cards")
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Shop")
        }
    }
}
