import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundColor(Color.black)
            .padding(6)
            .background(Color(red: 0.96, green: 0.96, blue: 0.96))
            .overlay(Capsule().stroke(Color(white: 0.85), lineWidth: 1))
            .clipShape(Capsule())
    }
}

struct BadgeScreen: View {
    var body: some View {
        BadgeView(count: 3)
            .preferredColorScheme(.dark)
    }
}

#Preview {
    BadgeView(count: 1).background(Color.white)
}
