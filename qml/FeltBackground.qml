// The green baize behind every page: a soft light in the middle, darker at the edges.
import QtQuick

Rectangle {
    color: Theme.feltDark
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.feltDark }
        GradientStop { position: 0.45; color: Theme.feltLight }
        GradientStop { position: 1.0; color: Theme.feltEdge }
    }
}
