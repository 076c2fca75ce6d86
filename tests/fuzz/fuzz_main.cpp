// Runs the fuzz target (fuzz_record.cpp) over files without libFuzzer: each argument is a
// file or a folder (all regular files below it). The ctest fuzz.regressions runs it over
// tests/fuzz/regressions (every input a fuzzer ever crashed on) and tests/data, in the
// normal build and with the sanitizers.
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

bool runFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "fuzz_main: cannot read %s\n", qPrintable(path));
        return false;
    }
    const QByteArray bytes = file.readAll();
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.constData()), static_cast<std::size_t>(bytes.size()));
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    int files = 0;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (QFileInfo(arg).isDir()) {
            QDirIterator it(arg, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                if (!runFile(it.next()))
                    return 1;
                ++files;
            }
        } else {
            if (!runFile(arg))
                return 1;
            ++files;
        }
    }
    std::printf("fuzz_main: %d inputs, no broken promise\n", files);
    return files > 0 ? 0 : 1;
}
