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

struct BadgeScreen: View {
    var body: some View {
        BadgeView(count: 3)
    }
}

#Preview {
    BadgeView(count: 1).background(Color.white)
}
