package dev.schemaguard.benchmarks;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * A loopback TCP proxy that makes a local MongoDB server look far away: every whole wire message,
 * in either direction, is held for a fixed delay before it is passed on, so that one round trip
 * (a command and its reply) costs twice the delay, as with a one-way network latency of that delay.
 *
 * <p>It frames the MongoDB wire protocol: a message starts with its total length, a little-endian
 * int32 that counts those four bytes too. Each message is stamped when its last byte arrives and
 * written on once the delay has passed since then, by a writer thread of its own per direction,
 * so that messages that follow each other closely are each delayed once, not queued behind each
 * other's delay: a latency, not a bandwidth limit. Plain sockets and platform threads (two per
 * direction of each connection), since a benchmark's proxy must be simpler than what it measures.
 */
public final class DelayingProxy implements AutoCloseable {

    /** MongoDB's largest message (maxMessageSizeBytes): anything longer is not the wire protocol. */
    private static final int MAX_MESSAGE = 48_000_000;

    private final ServerSocket server;
    private final InetSocketAddress target;
    private final long delayNanos;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final AtomicLong messages = new AtomicLong();
    private final Thread acceptor;
    private volatile boolean closed;

    /**
     * Starts accepting on a free loopback port.
     *
     * @param target the server to forward to
     * @param delayMillis the delay per message, each direction ({@code 0}: pass on at once)
     */
    public DelayingProxy(InetSocketAddress target, double delayMillis) throws IOException {
        if (delayMillis < 0) {
            throw new IllegalArgumentException("delay < 0: " + delayMillis);
        }
        this.target = target;
        this.delayNanos = Math.round(delayMillis * 1_000_000);
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.acceptor = new Thread(this::accept, "delaying-proxy-accept-" + server.getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** The port to connect to instead of the server's. */
    public int port() {
        return server.getLocalPort();
    }

    /** {@code mongodb://} URI of this proxy. */
    public String uri() {
        return "mongodb://" + InetAddress.getLoopbackAddress().getHostAddress() + ":" + port();
    }

    /** The whole messages passed on so far, both directions. */
    public long messages() {
        return messages.get();
    }

    private void accept() {
        while (!closed) {
            Socket client = null;
            try {
                client = server.accept();
                Socket upstream = new Socket(target.getAddress(), target.getPort());
                for (Socket s : List.of(client, upstream)) {
                    s.setTcpNoDelay(true);
                    sockets.add(s);
                }
                pipe(client, upstream, "request");
                pipe(upstream, client, "reply");
            } catch (IOException e) {
                if (client != null) {
                    closeQuietly(client);
                }
                if (!closed) {
                    System.err.println("delaying proxy: " + e);
                }
            }
        }
    }

    /** One direction of a connection: a reader that frames and stamps messages, a writer that delays them. */
    private void pipe(Socket from, Socket to, String direction) {
        BlockingQueue<Message> queue = new LinkedBlockingQueue<>();
        Thread reader = new Thread(
                () -> {
                    try {
                        InputStream in = from.getInputStream();
                        while (true) {
                            queue.put(Message.read(in));
                        }
                    } catch (EOFException | SocketException e) {
                        // the peer closed the connection
                    } catch (IOException | InterruptedException e) {
                        if (!closed) {
                            System.err.println("delaying proxy (" + direction + "): " + e);
                        }
                    } finally {
                        queue.add(Message.END);
                    }
                },
                "delaying-proxy-" + direction + "-read");
        Thread writer = new Thread(
                () -> {
                    try {
                        OutputStream out = to.getOutputStream();
                        while (true) {
                            Message m = queue.take();
                            if (m == Message.END) {
                                break;
                            }
                            long due = m.arrived() + delayNanos;
                            for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
                                LockSupport.parkNanos(wait);
                            }
                            out.write(m.bytes());
                            out.flush();
                            messages.incrementAndGet();
                        }
                    } catch (IOException | InterruptedException e) {
                        // the other side is gone: nothing left to pass on
                    } finally {
                        closeQuietly(to);
                        closeQuietly(from);
                        // a benchmark opens a client per run: the closed ones need not be kept for close()
                        sockets.remove(to);
                        sockets.remove(from);
                    }
                },
                "delaying-proxy-" + direction + "-write");
        reader.setDaemon(true);
        writer.setDaemon(true);
        reader.start();
        writer.start();
    }

    /** A whole wire message and when its last byte arrived. */
    private record Message(byte[] bytes, long arrived) {

        static final Message END = new Message(new byte[0], 0);

        static Message read(InputStream in) throws IOException {
            byte[] header = in.readNBytes(4);
            if (header.length < 4) {
                throw new EOFException();
            }
            int length =
                    (header[0] & 0xff) | (header[1] & 0xff) << 8 | (header[2] & 0xff) << 16 | (header[3] & 0xff) << 24;
            if (length < 16 || length > MAX_MESSAGE) {
                throw new IOException("not a MongoDB wire message: length " + length);
            }
            byte[] bytes = new byte[length];
            System.arraycopy(header, 0, bytes, 0, 4);
            if (in.readNBytes(bytes, 4, length - 4) < length - 4) {
                throw new EOFException();
            }
            return new Message(bytes, System.nanoTime());
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        server.close();
        sockets.forEach(DelayingProxy::closeQuietly);
        try {
            acceptor.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
