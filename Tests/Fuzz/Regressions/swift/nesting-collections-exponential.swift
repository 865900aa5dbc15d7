import SwiftUI
let w: CGFloat = 1
let x = [[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]
