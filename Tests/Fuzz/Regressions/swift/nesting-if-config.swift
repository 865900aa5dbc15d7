import SwiftUI
struct V: View { var body: some View { Text("x") } }
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
