import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundColor(.primary)
            .padding(6)
            .overlay(Capsule().stroke(Color(uiColor: .separator), lineWidth: 1))
    }
}

struct BadgeRow: View {
    var body: some View {
        HStack { Text("Unread"); BadgeView(count: 3) }
            .padding()
            .background(Color(uiColor: .secondarySystemBackground))
    }
}

/// Black on white in both appearances: a pair that reads the same in Light and Dark Mode.
struct PrintedBadge: View {
    var body: some View {
        Text("1")
            .foregroundColor(Color.black)
            .background(Color.white)
    }
}

@main
struct BadgeApp: App {
    var body: some Scene {
        WindowGroup {
            BadgeRow()
        }
    }
}

#Preview {
    BadgeView(count: 1).background(Color.white)
}
