// Which scene graph draws Felt's window. Where OpenGL is itself drawn by the CPU (Mesa's
// llvmpipe or softpipe: a machine or a session without a graphics chip, a virtual display),
// Qt Quick's own software renderer draws the table instead: the same pictures (Felt draws
// nothing with shaders), without loading a JIT compiler and a GPU emulation that hold about
// 100 MiB (docs: README "Memory").
#pragma once

#include <QString>

namespace scenegraph {

// What draws: "software" (Qt Quick's software renderer), or the graphics API Qt chooses
// ("default"). Call after the QGuiApplication exists and before any window. A choice made
// outside (QT_QUICK_BACKEND, QSG_RHI_BACKEND, FELT_RENDERER=gl|software) is kept. Which
// OpenGL the display offers is asked of a short-lived copy of felt (probeMain): asked here,
// the answer would leave the OpenGL driver loaded in this process, and with it what it costs.
QString choose();

// felt's copy that asks: when FELT_PROBE_RENDERER is set, prints the OpenGL renderer the
// display offers and returns 0 (1 without OpenGL); otherwise returns -1 and does nothing.
int probeMain(int argc, char *argv[]);

// Whether an OpenGL renderer string names a rasterizer that runs on the CPU.
bool isSoftwareRenderer(const QString &glRenderer);

} // namespace scenegraph
