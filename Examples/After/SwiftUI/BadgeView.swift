import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundColor(.primary)
            .padding(6)
            .background(Color(uiColor: .secondarySystemBackground))
            .overlay(Capsule().stroke(Color(uiColor: .separator), lineWidth: 1))
            .clipShape(Capsule())
    }
}

// darklint:disable non_adaptive_color - a printed badge is black on white paper, whatever the screen shows
struct PrintedBadge: View {
    var body: some View {
        Text("1")
            .foregroundColor(Color.black)
            .background(Color.white)
    }
}
// darklint:enable non_adaptive_color

struct BadgeScreen: View {
    var body: some View {
        BadgeView(count: 3)
    }
}

#Preview {
    BadgeView(count: 1).background(Color.white)
}
