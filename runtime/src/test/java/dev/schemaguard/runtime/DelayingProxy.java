package dev.schemaguard.runtime;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * A loopback TCP proxy in front of a MongoDB wire server that holds each request for a while
 * before passing it on, as a server some milliseconds away would: one round trip costs the delay
 * once. Requests are whole wire messages (their first four bytes are the length, little-endian),
 * so each is delayed once however TCP splits it. It also counts the requests in flight at once,
 * which is what a bounded concurrency is about. With jitter, each request waits a random time up to
 * the delay, so answers come back in another order than the requests went out. It can also drop a
 * connection: the request that {@link #dropConnectionOn} picks is not passed on, and both sides of
 * its connection are closed, as a network failure in the middle of a command would.
 */
final class DelayingProxy implements AutoCloseable {
    private final ServerSocket listening;
    private final InetSocketAddress target;
    private final long delayMillis;
    private final boolean jitter;
    private final List<Socket> sockets = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();
    private volatile boolean closed;
    /** The requests whose connection is dropped instead of passing them on. */
    private volatile Predicate<byte[]> drop = request -> false;

    DelayingProxy(InetSocketAddress target, long delayMillis, boolean jitter) throws IOException {
        this.target = target;
        this.delayMillis = delayMillis;
        this.jitter = jitter;
        listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        start(this::accept);
    }

    String uri() {
        return "mongodb://" + listening.getInetAddress().getHostAddress() + ":" + listening.getLocalPort();
    }

    /** The most requests that were waiting for their answer at the same time. */
    int maxInFlight() {
        return maxInFlight.get();
    }

    int requests() {
        return requests.get();
    }

    /** From now on, closes the connection of each request (a whole wire message) that {@code request} accepts. */
    void dropConnectionOn(Predicate<byte[]> request) {
        drop = request;
    }

    void resetCounts() {
        maxInFlight.set(inFlight.get());
        requests.set(0);
    }

    private void accept() {
        while (!closed) {
            try {
                Socket client = listening.accept();
                Socket server = new Socket(target.getAddress(), target.getPort());
                synchronized (sockets) {
                    sockets.add(client);
                    sockets.add(server);
                }
                start(() -> pump(client, server, true));
                start(() -> pump(server, client, false));
            } catch (IOException e) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to, boolean requestDirection) {
        try {
            DataInputStream in = new DataInputStream(from.getInputStream());
            OutputStream out = to.getOutputStream();
            byte[] header = new byte[4];
            while (!closed) {
                in.readFully(header);
                int length = (header[0] & 0xff)
                        | (header[1] & 0xff) << 8
                        | (header[2] & 0xff) << 16
                        | (header[3] & 0xff) << 24;
                byte[] message = new byte[length];
                System.arraycopy(header, 0, message, 0, 4);
                in.readFully(message, 4, length - 4);
                if (requestDirection && drop.test(message)) {
                    return;
                }
                if (requestDirection) {
                    requests.incrementAndGet();
                    maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
                    Thread.sleep(jitter ? ThreadLocalRandom.current().nextLong(delayMillis + 1) : delayMillis);
                } else {
                    inFlight.decrementAndGet();
                }
                out.write(message);
                out.flush();
            }
        } catch (EOFException | InterruptedException e) {
            // the connection or the proxy closed
        } catch (IOException e) {
            // a socket closed under the pump
        } finally {
            close(from);
            close(to);
        }
    }

    private void start(Runnable task) {
        Thread thread = new Thread(task, "delaying-proxy");
        thread.setDaemon(true);
        synchronized (threads) {
            threads.add(thread);
        }
        thread.start();
    }

    private static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        closed = true;
        listening.close();
        synchronized (sockets) {
            sockets.forEach(DelayingProxy::close);
        }
        List<Thread> started;
        synchronized (threads) {
            started = new ArrayList<>(threads);
        }
        for (Thread thread : started) {
            thread.interrupt();
            thread.join(5_000);
        }
    }
}
