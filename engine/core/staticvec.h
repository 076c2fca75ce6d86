// A fixed-capacity vector: a value type with no heap, so game states copy with memcpy-like speed.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <span>

namespace felt {

template <class T, std::size_t N>
class StaticVec {
    static_assert(N < 65536);

public:
    using value_type = T;
    using size_type = std::uint16_t;

    constexpr StaticVec() = default;
    constexpr StaticVec(std::initializer_list<T> init)
    {
        for (const T &v : init)
            push_back(v);
    }

    static constexpr std::size_t capacity() { return N; }
    constexpr std::size_t size() const { return m_size; }
    constexpr bool empty() const { return m_size == 0; }
    constexpr bool full() const { return m_size == N; }
    constexpr void clear() { m_size = 0; }

    constexpr void push_back(const T &v)
    {
        assert(m_size < N);
        m_data[m_size++] = v;
    }
    constexpr void pop_back()
    {
        assert(m_size > 0);
        --m_size;
    }
    constexpr T &back() { return m_data[m_size - 1]; }
    constexpr const T &back() const { return m_data[m_size - 1]; }
    constexpr T &front() { return m_data[0]; }
    constexpr const T &front() const { return m_data[0]; }
    constexpr T &operator[](std::size_t i) { return m_data[i]; }
    constexpr const T &operator[](std::size_t i) const { return m_data[i]; }

    constexpr T *begin() { return m_data.data(); }
    constexpr T *end() { return m_data.data() + m_size; }
    constexpr const T *begin() const { return m_data.data(); }
    constexpr const T *end() const { return m_data.data() + m_size; }
    constexpr T *data() { return m_data.data(); }
    constexpr const T *data() const { return m_data.data(); }
    constexpr std::span<const T> span() const { return { m_data.data(), m_size }; }

    // Removes element i, keeping the order of the rest.
    constexpr void erase(std::size_t i)
    {
        assert(i < m_size);
        std::copy(m_data.begin() + i + 1, m_data.begin() + m_size, m_data.begin() + i);
        --m_size;
    }
    constexpr void insert(std::size_t i, const T &v)
    {
        assert(m_size < N && i <= m_size);
        std::copy_backward(m_data.begin() + i, m_data.begin() + m_size, m_data.begin() + m_size + 1);
        m_data[i] = v;
        ++m_size;
    }
    constexpr void resize(std::size_t n)
    {
        assert(n <= N);
        m_size = static_cast<size_type>(n);
    }

    friend constexpr bool operator==(const StaticVec &a, const StaticVec &b)
    {
        return a.m_size == b.m_size && std::equal(a.begin(), a.end(), b.begin());
    }

private:
    std::array<T, N> m_data {};
    size_type m_size = 0;
};

} // namespace felt
