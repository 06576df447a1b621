import SwiftUI

/// A row of the settings screen: SwiftUI's `ProgressView`, in the module the xibs are built in.
struct SyncStatusRow: View {
    var body: some View {
        HStack {
            Text("Syncing")
            ProgressView()
        }
    }
}
