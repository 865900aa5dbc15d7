// An icon-only button: VoiceOver reads the symbol's name. The plugins must report it.
#if canImport(SwiftUI)
import SwiftUI

struct ShareToolbar: View {
    var body: some View {
        Button { } label: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
#endif
