import SwiftUI

/// Clean: icon buttons with labels, scaled metrics, and a layout that stacks at large sizes.
struct ProfileScreen: View {
    @ScaledMetric(relativeTo: .title) private var avatarSize: CGFloat = 64
    @ScaledMetric private var iconSize: CGFloat = 20
    let name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    avatar
                    details
                }
                VStack(alignment: .leading, spacing: 12) {
                    avatar
                    details
                }
            }

            HStack {
                Image(systemName: "bell")
                    .accessibilityHidden(true)
                    .frame(width: iconSize, height: iconSize)
                Text("Alerts")
            }

            Button {
            } label: {
                Label("Edit profile", systemImage: "pencil")
            }

            Button {
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share profile")
            .frame(minWidth: 44, minHeight: 44)
        }
        .padding()
    }

    private var avatar: some View {
        Image(systemName: "person.crop.circle")
            .resizable()
            .frame(width: avatarSize, height: avatarSize)
            .accessibilityHidden(true)
    }

    private var details: some View {
        VStack(alignment: .leading) {
            Text(name)
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            Text("Member since 2021")
                .font(.subheadline)
        }
    }
}
