import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundColor(Color.black)
            .padding(6)
            .overlay(Capsule().stroke(Color(white: 0.85), lineWidth: 1))
    }
}

struct BadgeRow: View {
    var body: some View {
        HStack { Text("Unread"); BadgeView(count: 3) }
            .padding()
            .background(Color(red: 0.96, green: 0.96, blue: 0.96))
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

/// The whole app kept in Light Mode: an app before its migration (After: follows the system).
@main
struct BadgeApp: App {
    var body: some Scene {
        WindowGroup {
            BadgeRow()
                .preferredColorScheme(.light)
        }
    }
}

#Preview {
    BadgeView(count: 1).background(Color.white)
}
