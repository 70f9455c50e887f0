// UIKit is not on Linux: the code compiles away there, and darklint still reads it.
#if canImport(UIKit)
import UIKit

enum CardStyle {
    static func apply(to view: UIView) {
        view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        view.layer.borderColor = UIColor.separator.cgColor
    }
}

public func styleCard(_ view: UIView) { CardStyle.apply(to: view) }
#endif

public let fixtureVersion = 1
