// A fixture of tests/arch: the other half of an include circle (first <-> second).
#pragma once

struct Second { };
