#include "shaftmountparts.h"

bool ShaftmountPending::set(const Value &value)
{
    if (value == m_value)
        return false;
    m_value = value;
    return true;
}

bool ShaftmountCalls::set(const Value &value)
{
    if (value == m_value)
        return false;
    m_value = value;
    return true;
}
