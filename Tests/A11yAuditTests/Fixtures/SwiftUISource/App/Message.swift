import Foundation

// A model: no view here, so the front-end skips this file without parsing it.
struct Message: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var avatarAsset: String
    var isUnread: Bool
}
