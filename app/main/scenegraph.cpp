#include "scenegraph.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QProcess>
#include <QQuickWindow>
#include <QSGRendererInterface>

#include <cstdio>
#include <optional>

namespace scenegraph {

namespace {

// The OpenGL renderer the window would get ("llvmpipe (LLVM 15.0.6, 256 bits)"); empty when
// there is no OpenGL at all.
QString openGLRenderer()
{
    QOpenGLContext context;
    if (!context.create())
        return {};
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface))
        return {};
    const auto *text = reinterpret_cast<const char *>(context.functions()->glGetString(GL_RENDERER));
    const QString renderer = text ? QString::fromLatin1(text) : QString();
    context.doneCurrent();
    return renderer;
}

// The renderer as a short-lived copy of felt reports it: empty when the display offers no
// OpenGL; nothing when the copy gave no answer in time.
std::optional<QString> probedRenderer()
{
    QProcess probe;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("FELT_PROBE_RENDERER"), QStringLiteral("1"));
    probe.setProcessEnvironment(env);
    probe.setProcessChannelMode(QProcess::SeparateChannels);
    probe.start(QCoreApplication::applicationFilePath(), {});
    if (!probe.waitForFinished(5000)) {
        probe.kill();
        probe.waitForFinished(1000);
        return std::nullopt;
    }
    if (probe.exitStatus() != QProcess::NormalExit || (probe.exitCode() != 0 && probe.exitCode() != 1))
        return std::nullopt;
    if (probe.exitCode() == 1)
        return QString();
    return QString::fromLatin1(probe.readAllStandardOutput()).trimmed();
}

} // namespace

int probeMain(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsSet("FELT_PROBE_RENDERER"))
        return -1;
    QGuiApplication app(argc, argv);
    const QString renderer = openGLRenderer();
    if (renderer.isEmpty())
        return 1;
    std::fputs(qPrintable(renderer + QLatin1Char('\n')), stdout);
    return 0;
}

bool isSoftwareRenderer(const QString &glRenderer)
{
    static const char *const cpu[] = { "llvmpipe", "softpipe", "swrast", "Software Rasterizer", "SWR", "Microsoft Basic Render" };
    for (const char *name : cpu)
        if (glRenderer.contains(QLatin1String(name), Qt::CaseInsensitive))
            return true;
    return false;
}

QString choose()
{
    const QByteArray wanted = qgetenv("FELT_RENDERER");
    if (wanted == "software") {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return QStringLiteral("software");
    }
    if (wanted == "gl" || qEnvironmentVariableIsSet("QT_QUICK_BACKEND") || qEnvironmentVariableIsSet("QSG_RHI_BACKEND"))
        return QStringLiteral("default");
    // Without a window system (offscreen, minimal) Qt Quick chooses for itself.
    const QString platform = QGuiApplication::platformName();
    if (platform != QLatin1String("xcb") && platform != QLatin1String("wayland") && !platform.startsWith(QLatin1String("wayland-")))
        return QStringLiteral("default");
    const std::optional<QString> renderer = probedRenderer();
    if (renderer && (renderer->isEmpty() || isSoftwareRenderer(*renderer))) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return QStringLiteral("software");
    }
    return QStringLiteral("default");
}

} // namespace scenegraph
